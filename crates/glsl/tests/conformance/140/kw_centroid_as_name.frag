// expect: fail -- GLSL 1.40 section 3.6: `centroid` is a keyword or reserved word here
#version 140
void main() {
    float centroid = 1.0;
}
