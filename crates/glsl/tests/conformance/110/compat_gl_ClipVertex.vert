// expect: compile -- GLSL 1.10 section 7: `gl_ClipVertex` is a compatibility-profile built-in (GLSL 1.10-1.30, 1.50+ compatibility; removed in 1.40)
#version 110
void main() {
    gl_ClipVertex = vec4(1.0);
}
