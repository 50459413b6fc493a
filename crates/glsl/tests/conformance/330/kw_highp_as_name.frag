// expect: fail -- GLSL 3.30 section 3.6: `highp` is a keyword or reserved word here
#version 330 core
void main() {
    float highp = 1.0;
}
