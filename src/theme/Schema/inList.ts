import {createContext} from 'react';

/** True inside RequestSchema and ResponseSchema, which render Schema as the child of a <ul>. */
export const SchemaInList = createContext(false);
