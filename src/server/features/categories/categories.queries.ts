import type { Category } from '@shared/api-types';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema';

export async function listCategories(db: Db): Promise<Category[]> {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      nameAr: categories.nameAr,
      slug: categories.slug,
      icon: categories.icon,
      color: categories.color,
    })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
}
