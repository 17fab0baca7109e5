import type { Handler } from '../../api/registry';
import { jobs, skills } from '../../db/schema';
import { courseDocuments } from '../job-form';
import { containsPhrase, cosine, tfidf, tokens } from '../similarity';

export const handleAdminJobRecommendSkills: Handler<'admin-job-recommend-skills'> = async ({
  input,
  database: { db },
}) => {
  const text = `${input.body.title} ${input.body.description}`;
  const textTokens = tokens(text);
  const [skillRows, documents, jobRows] = await Promise.all([
    db.select({ name: skills.name }).from(skills),
    courseDocuments(db),
    db
      .select({ title: jobs.title, description: jobs.description, skillSets: jobs.skillSets })
      .from(jobs)
      .limit(500),
  ]);
  const scores = new Map<string, number>();
  const add = (name: string, score: number) => {
    const key = name.toLowerCase();
    const known = [...scores.keys()].find((k) => k.toLowerCase() === key);
    scores.set(known ?? name, (scores.get(known ?? name) ?? 0) + score);
  };
  // A skill named in the text counts most; skills of similar courses and jobs follow by similarity.
  const catalogue = new Set([
    ...skillRows.map((r) => r.name),
    ...documents.flatMap((d) => d.skills),
    ...jobRows.flatMap((j) => j.skillSets),
  ]);
  for (const name of catalogue) if (containsPhrase(textTokens, tokens(name))) add(name, 3);
  const neighbours = [
    ...documents.map((d) => ({ text: d.text, skills: d.skills })),
    ...jobRows.map((j) => ({ text: `${j.title} ${j.description}`, skills: j.skillSets })),
  ];
  if (neighbours.length > 0) {
    const model = tfidf(neighbours.map((n) => n.text));
    const query = model.embed(text);
    model.vectors.forEach((vector, index) => {
      const similarity = cosine(query, vector);
      if (similarity > 0.05) for (const name of neighbours[index]!.skills) add(name, similarity);
    });
  }
  return {
    results: [...scores.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 10)
      .map(([name]) => name),
  };
};

export const handleAdminJobRecommendCourses: Handler<'admin-job-recommend-courses'> = async ({
  input,
  database: { db },
}) => {
  const documents = (await courseDocuments(db)).filter((d) => d.listing === 0);
  if (documents.length === 0) return { results: [] };
  const model = tfidf(documents.map((d) => d.text));
  const query = model.embed(input.body.skills.join(' '));
  return {
    results: documents
      .map((d, index) => ({ d, similarity: cosine(query, model.vectors[index]!) }))
      .filter((entry) => entry.similarity > 0.05)
      .sort((a, b) => b.similarity - a.similarity)
      .slice(0, 5)
      .map(({ d }) => ({ course_slug: d.slug, course_name: d.name })),
  };
};
