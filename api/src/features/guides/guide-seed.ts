import { guideCategories } from '@site/shared/contracts';
import type { GuideCategory } from '@site/shared/contracts';
import type { Db } from '../../db/database.ts';

/** One guide as a content editor writes it in `api/seed/guides.json`. */
export interface GuideSeed {
  slug: string;
  title: string;
  category: GuideCategory;
  feature_image: string;
  feature_alt_tag: string;
  guide_desktop_banner: string;
  guide_mobile_banner: string;
  alt_tag: string;
  min_read: number;
  publish_date: string;
  written_by: string | null;
  written_about: string | null;
  description: string;
  faq: { f_question: string; f_answer: string }[];
  meta_title: string;
  meta_description: string;
  keywords: string;
  is_featured: boolean;
}

const requiredText: (keyof GuideSeed)[] = [
  'slug',
  'title',
  'feature_image',
  'feature_alt_tag',
  'guide_desktop_banner',
  'guide_mobile_banner',
  'alt_tag',
  'publish_date',
  'description',
  'meta_title',
  'meta_description',
  'keywords',
];

/** Checks a seed file's guides so that an editing mistake fails the start, naming the guide and field. */
export function parseGuideSeed(value: unknown): GuideSeed[] {
  if (!Array.isArray(value)) throw new Error('guides.json must hold an array of guides');
  return value.map((item: Record<string, unknown>, index) => {
    const where = `guides.json item ${index} (${String(item.slug ?? 'no slug')})`;
    for (const field of requiredText) {
      if (typeof item[field] !== 'string' || (item[field] as string).trim() === '') {
        throw new Error(`${where}: "${field}" must be a non-empty string`);
      }
    }
    if (!guideCategories.includes(item.category as GuideCategory)) {
      throw new Error(`${where}: "category" must be one of ${guideCategories.join(', ')}`);
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(item.publish_date as string)) {
      throw new Error(`${where}: "publish_date" must be YYYY-MM-DD`);
    }
    if (!Number.isInteger(item.min_read)) throw new Error(`${where}: "min_read" must be an integer`);
    if (!Array.isArray(item.faq)) throw new Error(`${where}: "faq" must be an array`);
    return item as unknown as GuideSeed;
  });
}

export function insertGuides(db: Db, guides: GuideSeed[]): void {
  const insert = db.prepare(`INSERT INTO guides (
      slug, title, category, feature_image, feature_alt_tag, guide_desktop_banner, guide_mobile_banner,
      alt_tag, min_read, publish_date, written_by, written_about, description, faq, meta_title,
      meta_description, keywords, is_featured
    ) VALUES (
      @slug, @title, @category, @feature_image, @feature_alt_tag, @guide_desktop_banner, @guide_mobile_banner,
      @alt_tag, @min_read, @publish_date, @written_by, @written_about, @description, @faq, @meta_title,
      @meta_description, @keywords, @is_featured
    )`);
  for (const guide of guides) {
    insert.run({ ...guide, faq: JSON.stringify(guide.faq), is_featured: guide.is_featured ? 1 : 0 });
  }
}
