type Primitive = string | number | boolean | bigint | symbol | null | undefined;

/** Replaces every leaf of a nested object type with `Leaf` (as vanilla-extract does). */
export type MapLeafNodes<Obj, Leaf> = {
  [K in keyof Obj]: Obj[K] extends Primitive ? Leaf : MapLeafNodes<Obj[K], Leaf>;
};
