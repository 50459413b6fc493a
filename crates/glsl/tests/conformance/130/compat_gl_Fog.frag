// expect: compile -- GLSL 1.30 section 7: `gl_Fog` is a compatibility-profile built-in (GLSL 1.10-1.30, 1.50+ compatibility; removed in 1.40)
#version 130
void main() {
    vec4 a = gl_Fog.color;
}
