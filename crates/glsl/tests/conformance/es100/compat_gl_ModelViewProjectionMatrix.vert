// expect: fail -- GLSL ES 1.00 section 7: `gl_ModelViewProjectionMatrix` is a compatibility-profile built-in (GLSL 1.10-1.30, 1.50+ compatibility; removed in 1.40)
#version 100
precision mediump float;
void main() {
    mat4 a = gl_ModelViewProjectionMatrix;
}
