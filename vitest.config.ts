import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take a minute or more (CI's JSON report): started first, so that no worker ends the run alone with one
 * of them while the other has finished (the read model's property test started last took the API tests half a minute
 * longer). A file missing from the list only runs in vitest's own order: larger files first, or longer ones once
 * its cache knows them.
 */
const LONG_FILES = [
  'apps/api/test/reliability/crash-safety.test.ts',
  'apps/api/test/read-model.test.ts',
  'apps/api/test/reliability/fuzz.test.ts',
  'apps/api/test/main.test.ts',
  'apps/api/test/reliability/database-outage.test.ts',
  'apps/api/test/reliability/graceful-shutdown.test.ts',
];

const rankOf = (spec: TestSpecification): number => {
  const index = LONG_FILES.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
  return index === -1 ? LONG_FILES.length : index;
};

/** Vitest's order, with the long files of each project moved to the front of that project's files. */
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projectOrder = new Map<string, number>();
    for (const spec of sorted) if (!projectOrder.has(spec.project.name)) projectOrder.set(spec.project.name, projectOrder.size);
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort(
        (a, b) =>
          projectOrder.get(a.spec.project.name)! - projectOrder.get(b.spec.project.name)! || rankOf(a.spec) - rankOf(b.spec) || a.index - b.index,
      )
      .map(({ spec }) => spec);
  }
}

export default defineConfig({
  test: {
    projects: ['packages/domain', 'scripts', 'apps/api', 'apps/web', 'e2e', 'multi-instance'],
    sequence: { sequencer: LongFilesFirst },
  },
});
