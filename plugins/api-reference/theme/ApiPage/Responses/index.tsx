import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Details from '@theme/Details';
import ApiFields, {FieldFacts, FieldTitle} from '../Fields';
import Markdown from '../Markdown';
import ApiTabs, {TabItem} from '../Tabs';
import type {MediaView, ResponseView} from '../model';

/**
 * The responses of an operation: a tab per status code, then its headers (collapsed), and per media
 * type the body's fields and its examples, with the OpenAPI theme's markup and classes. The examples
 * are code blocks written at generation time ("Example (auto)" from the schema, "Example" from the
 * spec), rendered on the server like any code block of the site.
 *
 * Why not the theme's StatusCodes: it renders in the browser only, through a Redux store, MIME and
 * schema tabs of its own and a JSON sample generator; here the page generator has done that work.
 */

function Body({media}: {readonly media: MediaView}): ReactNode {
  if (!media.schema) return <div>No schema</div>;
  return (
    <ApiTabs variant="schema" className="openapi-tabs__schema">
      <TabItem value="Schema">
        <Details
          className="openapi-markdown__details response"
          data-collapsed={false}
          open
          summary={
            <summary className="openapi-markdown__details-summary--with-control">
              <strong className="openapi-markdown__details-summary-response">Schema</strong>
            </summary>
          }>
          <ul style={{marginLeft: '1rem'}}>
            {/* The fields are <div>s; one <li> holds them so that the <ul> holds only <li>s. */}
            <li className="statlas-schema-item">
              <ApiFields schema={media.schema} />
            </li>
          </ul>
        </Details>
      </TabItem>
      {media.examples.map((example) => (
        <TabItem key={example.label} value={example.label}>
          <div className="openapi-code__code-samples-container">
            <CodeBlock language={example.language}>{example.code}</CodeBlock>
          </div>
        </TabItem>
      ))}
    </ApiTabs>
  );
}

function Response({response}: {readonly response: ResponseView}): ReactNode {
  return (
    <>
      {response.description && (
        <div style={{marginTop: '.5rem', marginBottom: '.5rem'}}>
          <Markdown>{response.description}</Markdown>
        </div>
      )}
      {response.headers.length > 0 && (
        <Details
          className="openapi-markdown__details"
          data-collapsed
          style={{textAlign: 'left', marginBottom: '1rem'}}
          summary={
            <summary>
              <strong>Response Headers</strong>
            </summary>
          }>
          <div style={{marginLeft: '1rem'}}>
            {response.headers.map((header) => (
              <div key={header.name} className="openapi-schema__list-item">
                <div>
                  <FieldTitle field={header} />
                  <FieldFacts field={header} />
                </div>
              </div>
            ))}
          </div>
        </Details>
      )}
      {response.media.length > 0 && (
        <ApiTabs variant="mime" className="openapi-tabs__mime">
          {response.media.map((media) => (
            <TabItem key={media.mimeType} value={media.mimeType}>
              <Body media={media} />
            </TabItem>
          ))}
        </ApiTabs>
      )}
    </>
  );
}

export default function ApiResponses({responses}: {readonly responses: readonly ResponseView[]}): ReactNode {
  if (responses.length === 0) return null;
  return (
    <ApiTabs variant="response">
      {responses.map((response) => (
        <TabItem key={response.code} value={response.code}>
          <Response response={response} />
        </TabItem>
      ))}
    </ApiTabs>
  );
}
