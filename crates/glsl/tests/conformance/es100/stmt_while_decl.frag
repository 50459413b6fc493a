// expect: compile -- GLSL ES 1.00 section 6.3: a while condition may declare a variable
#version 100
precision mediump float;
void main() {
    while (bool b = false) { }
}
