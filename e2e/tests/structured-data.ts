// The checks the pages' JSON-LD is held to (issue 52): the schema.org vocabulary as the schema-dts package
// has it, Google's structured-data requirements for the types it reads, and no empty values anywhere.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** Every type name of the schema.org vocabulary, read from the declarations schema-dts ships. */
function schemaOrgTypes(): Set<string> {
  const declarations = readFileSync(createRequire(import.meta.url).resolve('schema-dts/dist/schema.d.ts'), 'utf8');
  return new Set([...declarations.matchAll(/^export type (\w+) = /gm)].map((match) => match[1] ?? ''));
}
const vocabulary = schemaOrgTypes();

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const typesOf = (node: JsonObject): string[] =>
  ([] as Json[]).concat(node['@type'] ?? []).filter((type): type is string => typeof type === 'string');
const text = (value: Json | undefined) => typeof value === 'string' && value.trim() !== '';
const isAddress = (value: Json | undefined) => text(value) && /^https:\/\//.test(String(value));
const isDate = (value: Json | undefined) => text(value) && !Number.isNaN(Date.parse(String(value)));
const named = (value: Json | undefined) =>
  ([] as Json[]).concat(value ?? []).length > 0 &&
  ([] as Json[]).concat(value ?? []).every((entry) => isObject(entry) && text(entry.name));

/**
 * Per type of a page's document: what Google's structured-data documentation requires or recommends for it
 * (schema.org's definitions for PodcastEpisode, which Google does not read), each as a named check.
 */
const documentRules: Record<string, Record<string, (node: JsonObject) => boolean>> = {
  Organization: {
    name: (node) => text(node.name),
    'url (absolute)': (node) => isAddress(node.url),
    'logo (absolute)': (node) => isAddress(node.logo),
  },
  BreadcrumbList: {
    'itemListElement: ListItems numbered from 1, each with a name and an absolute item': (node) => {
      const items = ([] as Json[]).concat(node.itemListElement ?? []);
      return (
        items.length > 0 &&
        items.every(
          (item, index) =>
            isObject(item) &&
            typesOf(item).includes('ListItem') &&
            item.position === index + 1 &&
            text(item.name) &&
            (isAddress(item.item) || index === items.length - 1),
        )
      );
    },
  },
  Article: {
    headline: (node) => text(node.headline),
    'image (absolute)': (node) => ([] as Json[]).concat(node.image ?? []).some(isAddress),
    datePublished: (node) => isDate(node.datePublished),
    'author with a name': (node) => named(node.author),
  },
  FAQPage: {
    'mainEntity: Questions, each with a name and an acceptedAnswer with text': (node) => {
      const questions = ([] as Json[]).concat(node.mainEntity ?? []);
      return (
        questions.length > 0 &&
        questions.every(
          (question) =>
            isObject(question) &&
            typesOf(question).includes('Question') &&
            text(question.name) &&
            isObject(question.acceptedAnswer) &&
            text(question.acceptedAnswer.text),
        )
      );
    },
  },
  JobPosting: {
    title: (node) => text(node.title),
    description: (node) => text(node.description),
    datePosted: (node) => isDate(node.datePosted),
    'hiringOrganization with a name': (node) => isObject(node.hiringOrganization) && text(node.hiringOrganization.name),
    'jobLocation with an address, or TELECOMMUTE with applicantLocationRequirements': (node) =>
      node.jobLocationType === 'TELECOMMUTE'
        ? named(node.applicantLocationRequirements)
        : ([] as Json[])
            .concat(node.jobLocation ?? [])
            .some((place) => isObject(place) && isObject(place.address) && text(place.address.addressCountry)),
    'employmentType (recommended)': (node) => text(node.employmentType),
  },
  PodcastEpisode: {
    name: (node) => text(node.name),
    'url (absolute)': (node) => isAddress(node.url),
    datePublished: (node) => isDate(node.datePublished),
    'associatedMedia with an absolute contentUrl': (node) =>
      isObject(node.associatedMedia) && isAddress(node.associatedMedia.contentUrl),
    'partOfSeries: a named PodcastSeries': (node) =>
      isObject(node.partOfSeries) &&
      typesOf(node.partOfSeries).includes('PodcastSeries') &&
      text(node.partOfSeries.name),
  },
};
/** Google reads these as Articles too. */
documentRules.NewsArticle = documentRules.Article ?? {};
documentRules.BlogPosting = documentRules.Article ?? {};

/** Anywhere in a document (an article's publisher, a leader's employer): who it is. */
const nestedRules: Record<string, Record<string, (node: JsonObject) => boolean>> = {
  Organization: { name: (node) => text(node.name) },
  Person: { name: (node) => text(node.name) },
};

/** What is wrong with one JSON-LD document, as readable lines; none when it holds. */
export function structuredDataProblems(document: Json): string[] {
  const problems: string[] = [];
  if (!isObject(document)) return ['the document is not an object'];
  if (document['@context'] !== 'https://schema.org') problems.push('@context is not https://schema.org');
  const visit = (value: Json, at: string, root = false) => {
    if (value === null || value === '' || (typeof value === 'string' && value.trim() === '')) {
      problems.push(`${at} is empty`);
      return;
    }
    if (Array.isArray(value)) {
      if (value.length === 0) problems.push(`${at} is an empty list`);
      value.forEach((entry, index) => visit(entry, `${at}[${index}]`));
      return;
    }
    if (!isObject(value)) return;
    if (Object.keys(value).length === 0) problems.push(`${at} is an empty object`);
    for (const type of typesOf(value)) {
      if (!vocabulary.has(type)) problems.push(`${at}: "${type}" is not a schema.org type`);
      for (const [rule, holds] of Object.entries((root ? documentRules : nestedRules)[type] ?? {})) {
        if (!holds(value)) problems.push(`${at} (${type}): ${rule}`);
      }
    }
    for (const [key, entry] of Object.entries(value)) visit(entry, `${at}.${key}`);
  };
  visit(document, typesOf(document)[0] ?? 'document', true);
  return problems;
}

/** The JSON-LD documents of a page's HTML, parsed. */
export function jsonLdOf(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Json,
  );
}
