// expect: compile -- GLSL ES 1.00 section 4.1.2: true and false are the boolean literals
#version 100
precision mediump float;
void main() {
    bool a = true; bool b = false; bool c = a && !b;
}
