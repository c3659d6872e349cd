import { distanceMeters, type Position, type ReportedLocation } from '@cmms/shared/attendance';
import { useCallback, useEffect, useState } from 'react';
import { t } from '../../../lib/i18n/i18n';
import { type Freshness, locationAlreadyGranted, PositionError, readPosition } from './position';

/**
 * Where the device was last seen and how far that is from a site (Test Location, requirements/attendance.md#screens). The
 * position is measured on its own when the user already allowed location, so a technician sees
 * the distance beside the punch buttons without tapping (a position up to 60 s old will do);
 * otherwise Test Location asks. Test Location always asks for a new fix: it is tapped after
 * walking up to the site.
 */
export function useSiteDistance(coordinates: Position | null | undefined) {
  const [position, setPosition] = useState<ReportedLocation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [measuring, setMeasuring] = useState(false);

  const measure = useCallback(async (freshness: Freshness = 'cached') => {
    setMeasuring(true);
    setError(null);
    try {
      setPosition(await readPosition(undefined, freshness));
    } catch (problem) {
      // Anything but a PositionError is a fault of ours, not words for the user: no position came.
      setError(
        problem instanceof PositionError ? problem.message : t('attendance.locationUnavailable'),
      );
    } finally {
      setMeasuring(false);
    }
  }, []);

  useEffect(() => {
    let live = true;
    void locationAlreadyGranted().then((granted) => {
      if (granted && live) void measure('cached');
    });
    return () => {
      live = false;
    };
  }, [measure]);

  /** A position read for a punch counts as the latest one too. */
  const remember = useCallback((location: ReportedLocation) => {
    setPosition(location);
    setError(null);
  }, []);

  const distance = position && coordinates ? distanceMeters(position, coordinates) : null;
  return { position, distance, error, measuring, measure, remember };
}
