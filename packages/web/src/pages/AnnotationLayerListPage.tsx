import { useSearchParams } from 'react-router';
import { AnnotationLayerList } from '../features/annotation-layers/AnnotationLayerList.tsx';
import { AnnotationList } from '../features/annotation-layers/AnnotationList.tsx';

/** /annotationlayer/list/: the layers, or with `?layer=<id>` that layer's annotations. */
export function AnnotationLayerListPage() {
  const [params] = useSearchParams();
  const layerId = Number(params.get('layer'));
  return Number.isInteger(layerId) && layerId > 0 ? (
    <AnnotationList layerId={layerId} />
  ) : (
    <AnnotationLayerList />
  );
}
