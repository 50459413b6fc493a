// expect: fail -- GLSL 1.30 section 3.6: `highp` is a keyword or reserved word here
#version 130
void main() {
    float highp = 1.0;
}
