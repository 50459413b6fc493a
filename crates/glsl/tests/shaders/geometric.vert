#version 110
varying vec4 v0;
varying vec4 v1;
varying vec3 v2;
void main() {
    v0 = vec4(length(vec3(3.0, 4.0, 0.0)), distance(vec2(1.0, 1.0), vec2(4.0, 5.0)), dot(vec3(1.0, 2.0, 3.0), vec3(4.0, 5.0, 6.0)), 0.0);
    v1 = vec4(cross(vec3(1.0, 0.0, 0.0), vec3(0.0, 1.0, 0.0)), 0.0) + vec4(normalize(vec3(0.0, 3.0, 4.0)), 0.0);
    v2 = reflect(vec3(1.0, -1.0, 0.0), vec3(0.0, 1.0, 0.0)) + faceforward(vec3(0.0, 0.0, 1.0), vec3(0.0, 0.0, 1.0), vec3(0.0, 0.0, 1.0)) + refract(vec3(0.0, -1.0, 0.0), vec3(0.0, 1.0, 0.0), 1.0);
    gl_Position = vec4(0.0);
}
// run: {"expect": {"v0": [5, 5, 32, 0], "v1": [0, 0.6, 1.8, 0], "v2": [1, 0, -1]}}
