import { Image } from '@mantine/core';

/** The brand's SVG logo as an image (never injected as markup); its alt text is the brand name. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function BrandLogo({ svg, name, size = 36 }: { svg: string; name: string; size?: number }) {
  return <Image src={svgDataUrl(svg)} alt={name} w={size} h={size} fit="contain" />;
}
