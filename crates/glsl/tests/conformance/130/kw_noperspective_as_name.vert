// expect: fail -- GLSL 1.30 section 3.6: `noperspective` is a keyword or reserved word here
#version 130
void main() {
    float noperspective = 1.0;
}
