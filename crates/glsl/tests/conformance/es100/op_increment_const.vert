// expect: fail -- GLSL ES 1.00 section 5.8: ++ needs an l-value
#version 100
precision mediump float;
const float c = 1.0;
void main() {
    float d = c++;
}
