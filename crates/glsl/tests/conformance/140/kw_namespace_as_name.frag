// expect: fail -- GLSL 1.40 section 3.6: `namespace` is a keyword or reserved word here
#version 140
void main() {
    float namespace = 1.0;
}
