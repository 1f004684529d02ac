/**
 * Wraps the theme's DocSidebar/Mobile (which hands the docs sidebar to the phone's navbar menu and draws nothing)
 * so that it mounts in idle time, not in the task right after hydration
 * (src/components/ServerRendered/whenIdle).
 */
import Original from '@theme-original/DocSidebar/Mobile';
import whenIdle from '@site/src/components/ServerRendered/whenIdle';

export default whenIdle(Original);
