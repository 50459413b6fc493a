// expect: fail -- GLSL 1.40 section 3.6: `highp` is a keyword or reserved word here
#version 140
void main() {
    float highp = 1.0;
}
