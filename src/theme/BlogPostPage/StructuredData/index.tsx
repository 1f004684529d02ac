/** The theme's BlogPostPage/StructuredData, with absolute author images (src/components/StructuredData). */
import React, {type ReactNode} from 'react';
import {useBlogPostStructuredData} from '@docusaurus/plugin-content-blog/client';
import StructuredData from '@site/src/components/StructuredData';

export default function BlogPostStructuredData(): ReactNode {
  return <StructuredData data={useBlogPostStructuredData()} />;
}
