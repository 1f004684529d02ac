/**
 * Wraps the theme's BlogSidebar/Mobile (which hands the blog sidebar to the phone's navbar menu and draws nothing)
 * so that it mounts in idle time, not in the task right after hydration
 * (src/components/ServerRendered/whenIdle).
 */
import Original from '@theme-original/BlogSidebar/Mobile';
import whenIdle from '@site/src/components/ServerRendered/whenIdle';

export default whenIdle(Original);
