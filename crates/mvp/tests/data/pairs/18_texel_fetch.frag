#version 330 core
in vec2 vUv;
uniform sampler2D tex;
uniform isampler2D itex;
uniform usampler2D utex;
uniform sampler2DShadow shadow;
out vec4 frag;
void main() {
    ivec2 p = ivec2(vUv);
    vec4 a = texelFetch(tex, p, 1);
    ivec4 b = texelFetch(itex, p + ivec2(1), 0);
    uvec4 c = texture(utex, vUv);
    float s = texture(shadow, vec3(vUv * 0.1, 0.25));
    ivec2 sz = textureSize(tex, 2);
    frag = a + vec4(b) + vec4(c) + vec4(s) + vec4(sz, textureSize(itex, 0));
}
