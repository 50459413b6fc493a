// expect: compile -- GLSL 1.10 section 7: `gl_ModelViewMatrix` is a compatibility-profile built-in (GLSL 1.10-1.30, 1.50+ compatibility; removed in 1.40)
#version 110
void main() {
    mat4 a = gl_ModelViewMatrix;
}
