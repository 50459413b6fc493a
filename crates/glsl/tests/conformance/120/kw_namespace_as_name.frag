// expect: fail -- GLSL 1.20 section 3.6: `namespace` is a keyword or reserved word here
#version 120
void main() {
    float namespace = 1.0;
}
