import {combineReducers, configureStore} from '@reduxjs/toolkit';
import accept from '@theme/ApiExplorer/Accept/slice';
import contentType from '@theme/ApiExplorer/ContentType/slice';
import schemaSelection from '@theme/ApiExplorer/SchemaSelection/slice';

/**
 * The Redux store of an API page, holding only what the rendered components read.
 *
 * The theme's `@theme/ApiItem/store` combines all nine request-panel slices. Its Authorization
 * slice pulls in crypto-js (26.6 KB gzip) and the others are never read here, because the request
 * panel is not rendered. MimeTabs reads `accept` and `contentType`; Schema writes
 * `schemaSelection`. Keep the keys the theme's selectors use.
 */
export function createApiPageStore() {
  return configureStore({reducer: combineReducers({accept, contentType, schemaSelection})});
}
