import type { Difficulty } from '../../../../shared/constants';

const labels: Record<Difficulty, string> = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' };

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  return <span className="rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-semibold text-blue-800">{labels[difficulty]}</span>;
}
