import type {
  AnnotationItem,
  AnnotationLayerItem,
  AnnotationLayerListItem,
  AnnotationListItem,
} from '@sightline/core';
import type { AnnotationLayerRecord, AnnotationRecord } from '../../commands/records.ts';
import { humanizeSince } from '../common/http.ts';

const userRef = (u: AnnotationLayerRecord['createdBy']) =>
  u ? { first_name: u.firstName, id: u.id, last_name: u.lastName } : null;

/** A row of GET /api/v1/annotation_layer/ (Superset list_columns). */
export function layerListItem(l: AnnotationLayerRecord): AnnotationLayerListItem {
  return {
    id: l.id,
    name: l.name,
    descr: l.descr,
    changed_on: l.changedOn,
    changed_on_delta_humanized: humanizeSince(l.changedOn),
    created_on: l.createdOn,
    created_by: userRef(l.createdBy),
    changed_by: userRef(l.changedBy),
  };
}

/** GET /api/v1/annotation_layer/<pk> result (show_columns). */
export const layerItem = (l: AnnotationLayerRecord): AnnotationLayerItem => ({
  id: l.id,
  name: l.name,
  descr: l.descr,
});

/** A row of GET /api/v1/annotation_layer/<pk>/annotation/ (list_columns). */
export function annotationListItem(a: AnnotationRecord): AnnotationListItem {
  return {
    id: a.id,
    short_descr: a.shortDescr,
    long_descr: a.longDescr,
    start_dttm: a.startDttm,
    end_dttm: a.endDttm,
    changed_on_delta_humanized: humanizeSince(a.changedOn),
    created_by: userRef(a.createdBy),
    changed_by: userRef(a.changedBy),
  };
}

/** GET /api/v1/annotation_layer/<pk>/annotation/<id> result (show_columns). */
export function annotationItem(a: AnnotationRecord): AnnotationItem {
  return {
    id: a.id,
    short_descr: a.shortDescr,
    long_descr: a.longDescr,
    start_dttm: a.startDttm,
    end_dttm: a.endDttm,
    json_metadata: a.jsonMetadata,
    layer: { id: a.layerId, name: a.layerName },
  };
}
