// expect: fail -- GLSL ES 1.00 section 6.2: an if condition cannot declare a variable
#version 100
precision mediump float;
void main() {
    if (bool b = true) { }
}
