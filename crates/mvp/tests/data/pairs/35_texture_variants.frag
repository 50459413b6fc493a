#version 330 core
in vec4 vUv;
in vec4 vVs;
uniform sampler2D tex;
uniform samplerCubeShadow cubeShadow;
uniform sampler2DRect rect;
uniform samplerBuffer buf;
uniform sampler2DMS ms;
uniform isampler3D ivol;
uniform usampler2DArray uarr;
uniform sampler1DArray arr1;
out vec4 frag;
void main() {
    vec4 a = textureProjOffset(tex, vUv, ivec2(-1, 3)) + textureProjGrad(tex, vUv.xyz + 1.0, vec2(0.1), vec2(0.2));
    vec4 b = textureProjGradOffset(tex, vUv, vec2(0.5), vec2(0.25), ivec2(1)) + textureGradOffset(tex, vUv.xy, vec2(1.0), vec2(0.0), ivec2(0, 2));
    vec4 c = texelFetchOffset(tex, ivec2(vUv.xy * 8.0), 1, ivec2(1, 1)) + texelFetch(buf, int(vUv.x * 20.0)) + texelFetch(ms, ivec2(3, 4), 2);
    float s = texture(cubeShadow, vec4(vUv.xyz, 0.5));
    vec4 d = texture(rect, vUv.xy * 64.0) + vec4(texture(ivol, vUv.xyz)) + vec4(texture(uarr, vUv.xyz)) + texture(arr1, vUv.xy);
    ivec3 sz = textureSize(uarr, 0);
    frag = a + b + c + d + vec4(s) + vec4(sz, textureSize(buf)) + vVs + textureProjLodOffset(tex, vUv.xyz, 1.0, ivec2(2, 2));
}
