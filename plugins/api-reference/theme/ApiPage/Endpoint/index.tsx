import React, {type ReactNode} from 'react';

interface Props {
  readonly method: string;
  readonly server: string;
  readonly path: string;
}

/**
 * The method and full URL of an operation, rendered at build time. Replaces the theme's
 * MethodEndpoint, which reads the server from the request panel's store in the browser.
 */
export default function ApiEndpoint({method, server, path}: Props): ReactNode {
  const url = server.replace(/\/$/, '') + path;
  return (
    <div className="statlas-api-endpoint">
      <span className={`badge badge--primary statlas-api-endpoint__method`}>{method.toUpperCase()}</span>
      <code className="statlas-api-endpoint__url">{url}</code>
    </div>
  );
}
