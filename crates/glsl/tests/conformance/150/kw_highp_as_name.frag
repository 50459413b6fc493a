// expect: fail -- GLSL 1.50 section 3.6: `highp` is a keyword or reserved word here
#version 150 core
void main() {
    float highp = 1.0;
}
