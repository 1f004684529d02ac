type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

/** A copy of `data` in which the `image` of each Person is absolute (`absolute` makes a site path absolute). */
export function withAbsoluteAuthorImages<T>(data: T, absolute: (path: string) => string): T {
  const visit = (value: Json): Json => {
    if (Array.isArray(value)) return value.map(visit);
    if (value === null || typeof value !== 'object') return value;
    const copy = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, visit(child)]));
    if (copy['@type'] === 'Person' && typeof copy.image === 'string' && copy.image.startsWith('/')) {
      copy.image = absolute(copy.image);
    }
    return copy;
  };
  return visit(data as Json) as T;
}
