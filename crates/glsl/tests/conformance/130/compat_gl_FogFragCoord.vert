// expect: compile -- GLSL 1.30 section 7: `gl_FogFragCoord` is a compatibility-profile built-in (GLSL 1.10-1.30, 1.50+ compatibility; removed in 1.40)
#version 130
void main() {
    gl_FogFragCoord = 1.0;
}
