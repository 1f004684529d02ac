/**
 * A page's JSON-LD, with every author image as an absolute URL. The blog plugin writes an author's `image` as
 * authors.yml gives it (`/img/authors/…`), while schema.org readers (search engines, validators) need absolute URLs;
 * the post's own image it already makes absolute.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';

import {withAbsoluteAuthorImages} from './absoluteImages';

export default function StructuredData({data}: {data: unknown}): ReactNode {
  const {withBaseUrl} = useBaseUrlUtils();
  const json = withAbsoluteAuthorImages(data, (path) => withBaseUrl(path, {absolute: true}));
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(json)}</script>
    </Head>
  );
}
