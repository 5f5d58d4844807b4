import { OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** id + timestamps with millisecond precision (MySQL datetime is whole seconds by default). */
export abstract class BaseEntity<Optional = never> {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | Optional;

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'datetime', length: 3, onCreate: () => new Date() })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', length: 3, onCreate: () => new Date(), onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
