import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DictionaryPage, SaveWordsBody, WordLookup } from '@yek/contracts/usertask';
import { request } from '../../../lib/api-client';
import { pathParam } from '../../../lib/path-param';
import { taskKeys } from './task-keys';

/** GET usertask/getusertaskmainquestionvocabularies: the learner's dictionary, searchable. */
export function getDictionary(searchText: string, pageNumber: number): Promise<DictionaryPage> {
  return request<DictionaryPage>({
    method: 'GET',
    url: 'usertask/getusertaskmainquestionvocabularies',
    params: { searchText: searchText || undefined, pageNumber, pageSize: 20 },
  });
}

export function dictionaryQueryOptions(searchText: string, pageNumber: number) {
  return queryOptions({
    queryKey: taskKeys.dictionaryPage(searchText, pageNumber),
    queryFn: () => getDictionary(searchText, pageNumber),
  });
}

export function useDictionary(searchText: string, pageNumber: number) {
  return useQuery(dictionaryQueryOptions(searchText, pageNumber));
}

/** GET usertask/lookupword?word=: a word tapped in a passage. */
export function lookupWord(word: string): Promise<WordLookup> {
  return request<WordLookup>({ method: 'GET', url: 'usertask/lookupword', params: { word } });
}

export function wordLookupQueryOptions(word: string | null) {
  return queryOptions({
    queryKey: taskKeys.lookup(word),
    queryFn: () => lookupWord(word ?? ''),
    enabled: !!word,
    retry: false,
  });
}

export function useWordLookup(word: string | null) {
  return useQuery(wordLookupQueryOptions(word));
}

/** POST usertask/registerusertaskmainquestionvocabularies: save words to the dictionary. */
export function saveWords(body: SaveWordsBody): Promise<{ saved: number }> {
  return request({
    method: 'POST',
    url: 'usertask/registerusertaskmainquestionvocabularies',
    data: body,
  });
}

export function useSaveWordsMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveWords,
    onSettled: () => client.invalidateQueries({ queryKey: taskKeys.all }),
  });
}

/** DELETE usertask/deleteusertaskmainquestionvocabulary/{id}. */
export function deleteWord(id: number): Promise<null> {
  return request<null>({
    method: 'DELETE',
    url: `usertask/deleteusertaskmainquestionvocabulary/${pathParam(id, 'id')}`,
  });
}

export function useDeleteWordMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteWord,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: taskKeys.dictionary() }),
        // The words learned count the dictionary's words.
        client.invalidateQueries({ queryKey: taskKeys.progress() }),
      ]),
  });
}
