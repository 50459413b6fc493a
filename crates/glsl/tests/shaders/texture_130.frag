#version 130
uniform sampler2D s;
uniform sampler2DShadow sh;
out vec4 o0;
out vec4 o1;
out vec4 o2;
out vec4 o3;
out vec4 o4;
out vec4 o5;
out vec4 o6;
void main() {
    o0 = texture(s, vec2(0.5, 0.25));
    o1 = textureLod(s, vec2(0.1, 0.2), 3.0);
    o2 = texelFetch(s, ivec2(5, 6), 1);
    o3 = textureProj(s, vec3(1.0, 0.5, 2.0));
    o4 = vec4(textureSize(s, 1), 0.0, 0.0);
    o5 = textureOffset(s, vec2(0.5, 0.5), ivec2(1, -1));
    o6 = vec4(texture(sh, vec3(0.5, 0.5, 0.25)), texture(sh, vec3(0.5, 0.5, 0.75)), 0.0, 0.0);
}
// run: {"uniforms": {"s": 2, "sh": 0}, "expect": {"o0": [0.5, 0.25, 0, 20], "o1": [0.1, 0.2, 0, 23], "o2": [5, 6, 0, 21], "o3": [0.5, 0.25, 0, 20], "o4": [32, 16, 0, 0], "o5": [1.5, -0.5, 0, 20], "o6": [1, 0, 0, 0]}}
