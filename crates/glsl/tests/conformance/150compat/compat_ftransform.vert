// expect: compile -- GLSL 1.50 (compatibility) section 7: `ftransform` is a compatibility-profile built-in (GLSL 1.10-1.30, 1.50+ compatibility; removed in 1.40)
#version 150 compatibility
void main() {
    gl_Position = ftransform();
}
