import { Type } from 'typebox';
import type { Static, TSchema } from 'typebox';
import { MAX_PER_PAGE } from '../../constants/guides.ts';

/**
 * `T` or null, as one JSON Schema type list (`["string", "null"]`) rather
 * than an `anyOf`: fast-json-stringify writes a type list directly, where an
 * `anyOf` makes it validate each value to choose a branch.
 */
export function Nullable<T extends TSchema & { type: string }>(schema: T) {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });
}

/** One of a few strings, as `{ type: 'string', enum }` (no `anyOf`, for the same reason). */
export function StringEnum<const T extends readonly string[]>(values: T, options: { description?: string } = {}) {
  return Type.Unsafe<T[number]>({ ...options, type: 'string', enum: [...values] });
}

/** The value the spec fixes for every answer's `status`. */
export const StatusTrue = Type.Literal(true);

export const ImageSourceSchema = Type.Object({
  type: StringEnum(['image/avif', 'image/webp', 'image/jpeg'] as const),
  srcset: Type.String({ description: 'Every width made of this format.' }),
});

export const ImageInfoSchema = Type.Object(
  {
    width: Type.Integer(),
    height: Type.Integer(),
    src: Type.Optional(Type.String({ description: 'Photos: the largest JPEG rendition.' })),
    sources: Type.Optional(Type.Array(ImageSourceSchema, { description: 'Photos: AVIF, then WebP, then JPEG.' })),
    placeholder: Type.Optional(Type.String({ description: 'Photos: a blurred data: URI shown while it loads.' })),
  },
  {
    description:
      'What the media pipeline knows of a content image: its size, and for a photo the renditions made from it.',
  },
);

/** Beside an item's image fields, keyed by field name (`feature_image`). */
export const imagesProperty = {
  images: Type.Optional(
    Type.Record(Type.String(), ImageInfoSchema, {
      description: 'Keyed by image field. A field without an entry is an outside address.',
    }),
  ),
};

export const WithImagesSchema = Type.Object(imagesProperty);

export const ApiErrorBodySchema = Type.Object({
  status: Type.Literal(0),
  message: Type.String(),
});

export const ApiValidationErrorBodySchema = Type.Object({
  ...ApiErrorBodySchema.properties,
  errors: Type.Record(Type.String(), Type.String(), { description: 'Each refused field and its message.' }),
});

/** One page of a list, `last_page` at least 1. */
export function PaginatedSchema<T extends TSchema>(item: T) {
  return Type.Object({
    data: Type.Array(item),
    current_page: Type.Integer(),
    last_page: Type.Integer(),
    per_page: Type.Integer(),
    total: Type.Integer(),
  });
}

export function ListResponseSchema<T extends TSchema>(item: T) {
  return Type.Object({ status: StatusTrue, data: PaginatedSchema(item) });
}

export function DetailResponseSchema<T extends TSchema>(item: T) {
  return Type.Object({ status: StatusTrue, data: item });
}

/** Path parameter of every detail call. */
export const SlugParamsSchema = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) });

/** `per_page` and `page` of every paged list, with the page size the spec gives that list. */
export function pagingProperties(defaultPerPage: number) {
  return {
    per_page: Type.Integer({ minimum: 1, maximum: MAX_PER_PAGE, default: defaultPerPage }),
    page: Type.Integer({ minimum: 1, default: 1 }),
  };
}

export function PagingQuerySchema(defaultPerPage: number) {
  return Type.Object(pagingProperties(defaultPerPage));
}
