#version 330 core
uniform sampler2D s;
uniform isampler2D si;
uniform usampler3D su;
uniform sampler2DArray sa;
out vec4 o0;
out vec4 o1;
out vec4 o2;
out vec4 o3;
void main() {
    o0 = textureProjOffset(s, vec3(1.0, 2.0, 2.0), ivec2(2, 3)) + textureLodOffset(s, vec2(0.0), 1.0, ivec2(1, 0));
    o1 = textureProjLod(s, vec4(2.0, 4.0, 0.0, 4.0), 2.0) + textureProjLodOffset(s, vec3(1.0, 1.0, 1.0), 0.0, ivec2(0, 1));
    o2 = textureGrad(s, vec2(0.5), vec2(1.0), vec2(1.0)) + textureGradOffset(s, vec2(0.25), vec2(0.0), vec2(0.0), ivec2(1, 1))
       + textureProjGrad(s, vec3(1.0, 1.0, 4.0), vec2(0.0), vec2(0.0)) + textureProjGradOffset(s, vec3(2.0, 2.0, 2.0), vec2(0.0), vec2(0.0), ivec2(-1, -1));
    ivec4 i = texelFetchOffset(si, ivec2(4, 5), 0, ivec2(1, 1));
    uvec4 u = texture(su, vec3(3.0, 4.0, 5.0));
    vec4 a = texture(sa, vec3(0.5, 0.5, 2.0));
    o3 = vec4(float(i.x + i.y), float(u.z), a.z, float(textureSize(sa, 0).z));
}
// run: {"uniforms": {"s": 0, "si": 0, "su": 0, "sa": 0}, "expect": {"o0": [3.5, 4, 0, 1], "o1": [1.5, 3, 0, 2], "o2": [2, 2, 0, 0], "o3": [11, 5, 2, 4]}}
