// expect: compile -- GLSL 1.20 section 7: `gl_Color_vert` is a compatibility-profile built-in (GLSL 1.10-1.30, 1.50+ compatibility; removed in 1.40)
#version 120
void main() {
    vec4 a = gl_Color;
}
