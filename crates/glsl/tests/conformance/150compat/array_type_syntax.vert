// expect: compile -- GLSL 1.50 (compatibility) section 4.1.9: float[3] as a type exists from GLSL 1.20
#version 150 compatibility
float[2] pair() { return float[2](1.0, 2.0); }
void main() {
    float[2] p = pair();
}
