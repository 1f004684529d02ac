import React, {type ReactNode} from 'react';
import Details from '@theme/Details';
import {FieldFacts, FieldTitle} from '../Fields';
import type {ParamGroupView} from '../model';

/**
 * The parameters of an operation, one expander per location (path, query, header, cookie), with
 * the OpenAPI theme's markup and classes. Each parameter is an <li> of the list (a <ul> may only
 * hold <li> children; WCAG 1.3.1, axe "list").
 *
 * Why not the theme's ParamsDetails: it renders in the browser only (BrowserOnly) and works the
 * wording out of the raw schema there; here the page generator has done that.
 */
export default function ApiParams({groups}: {readonly groups: readonly ParamGroupView[]}): ReactNode {
  return (
    <>
      {groups.map((group) => (
        <Details
          key={group.title}
          className="openapi-markdown__details"
          style={{marginBottom: '1rem'}}
          data-collapsed={false}
          open
          summary={
            <summary>
              {/* A summary label styled as the theme's, with no anchor: not a section heading to link to. */}
              {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading */}
              <h3 className="openapi-markdown__details-summary-header-params">{group.title}</h3>
            </summary>
          }>
          <ul>
            {group.params.map((param) => (
              <li key={param.name} className="statlas-params-item">
                <div className="openapi-params__list-item">
                  <FieldTitle field={param} typeClass="openapi-schema__type" spaced />
                  <FieldFacts field={param} qualifierFirst />
                </div>
              </li>
            ))}
          </ul>
        </Details>
      ))}
    </>
  );
}
