#version 330 core
struct Ray { vec3 origin; vec3 dir; };
struct Hit { float t; bool hit; Ray ray; };
in vec3 aPos;
in vec3 aDir;
out vec4 v;
Hit trace(Ray r) {
    Hit h;
    h.ray = r;
    h.t = -r.origin.y / r.dir.y;
    h.hit = h.t > 0.0;
    return h;
}
void main() {
    Ray r = Ray(aPos, normalize(aDir));
    Hit h = trace(r);
    Ray arr[2] = Ray[2](r, h.ray);
    arr[1].origin += vec3(1.0);
    v = vec4(h.hit ? h.ray.origin + h.ray.dir * h.t : vec3(0.0), h.t) + vec4(arr[1].origin, float(r == arr[0]));
    gl_Position = vec4(aPos, 1.0);
}
