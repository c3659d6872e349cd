import {
  type EscalationRules,
  type EscalationRulesBody,
  escalationRulesPath,
} from '@cmms/shared/escalation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useMe } from '../../../lib/session';

const escalationRulesKey = (me: string, siteId: string | null) =>
  ['sites', me, 'escalation-rules', siteId] as const;

/** GET /sites/{id}/escalation-rules: read when its dialog opens (issue 34). */
export function useEscalationRules(siteId: string | null) {
  const me = useMe();
  return useQuery({
    queryKey: escalationRulesKey(me, siteId),
    queryFn: ({ signal }) =>
      apiRequest<EscalationRules>('GET', escalationRulesPath(siteId ?? ''), { signal }),
    enabled: siteId !== null && me !== '',
  });
}

/** PUT /sites/{id}/escalation-rules (administrators): the answer is the site's rules now. */
export function useSaveEscalationRules(siteId: string) {
  const me = useMe();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EscalationRulesBody) =>
      apiRequest<EscalationRules>('PUT', escalationRulesPath(siteId), { body }),
    onSuccess: (saved) => queryClient.setQueryData(escalationRulesKey(me, siteId), saved),
  });
}
