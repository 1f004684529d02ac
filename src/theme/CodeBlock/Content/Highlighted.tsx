import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlockString from '@theme-original/CodeBlock/Content/String';

// Registers the site's additional Prism languages (bash, json, yaml): the job of the theme's client
// module, which plugins/lazy-prism replaces with an empty one.
prismIncludeLanguages(Prism);

export default CodeBlockString;
