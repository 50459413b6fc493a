#version 330 core
in vec3 aPos;
in vec3 aN;
in vec3 aI;
uniform float eta;
out vec3 v1;
out vec3 v2;
out vec4 v3;
void main() {
    vec3 n = normalize(aN);
    v1 = reflect(aI, n) + refract(normalize(aI), n, eta) + cross(aPos, aN);
    v2 = faceforward(aN, aI, aPos) + normalize(aPos);
    v3 = vec4(length(aPos), distance(aPos, aN), dot(aPos, aI), length(aI.x));
    gl_Position = vec4(aPos, 1.0);
}
